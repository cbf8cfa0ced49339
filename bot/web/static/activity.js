/* Dots live board inside Discord, as the application's Activity. Discord opens the page
   with its instance in the address (frame_id, instance_id, channel_id, guild_id); the page
   asks Discord's Embedded App SDK to authorize, posts the one-time code to the board's
   server, and from then on asks with the credentials the server gives it for that code.
   The SDK is loaded from the address the server names (DISCORD_ACTIVITY_SDK). */
(() => {
  'use strict';

  function inActivity(query) {
    return query.has('frame_id') && query.has('instance_id');
  }

  async function authorize(begin) {
    let sdk;
    try {
      const { DiscordSDK } = await import(new URL(begin.sdk, location.href).href);
      sdk = new DiscordSDK(begin.client_id);
      await sdk.ready();
      const { code } = await sdk.commands.authorize({
        client_id: begin.client_id, response_type: 'code', state: '', prompt: 'none',
        scope: begin.scope.split(' '),
      });
      return { code, guild: sdk.guildId || undefined, channel: sdk.channelId || undefined };
    } catch (e) {
      return null;  // no SDK, or the person said no
    }
  }

  // The Authorization header's value for the person Discord signed in.
  async function signIn(api) {
    const begin = await api('api/sign-in/discord');
    // without a code the server refuses, and says why in the person's language
    const body = (await authorize(begin)) || { code: '' };
    const signed = await api('api/sign-in/discord', { method: 'POST', body });
    return `Discord ${signed.credentials}`;
  }

  window.dotsActivity = Object.freeze({ inActivity, signIn });
})();

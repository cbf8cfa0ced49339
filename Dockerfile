# Dots bot: `docker build -t dots-bot .`, then for example
#   docker run -d --name dots -v dots-data:/data -e TELEGRAM_TOKEN=... dots-bot
#   docker run -it --rm -v dots-data:/data dots-bot          # console play, no token
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /src
COPY pyproject.toml README.md ./
COPY core ./core
COPY renderers ./renderers
COPY bot ./bot
RUN pip install ".[telegram,discord]" && rm -rf /src

RUN useradd --create-home --uid 10001 --shell /usr/sbin/nologin dots \
    && mkdir -p /data \
    && chown dots:dots /data

USER dots
WORKDIR /data
VOLUME ["/data"]

# The SQLite file (with its -wal and -shm companions) and console pictures live on the volume.
ENV DATABASE_URL=sqlite:////data/dots.db \
    IMAGES_DIR=/data/images

# 8080: the Telegram webhook (TELEGRAM_WEBHOOK_PORT); 9100: /healthz and /metrics when
# METRICS_PORT=9100 (docker-compose.yml sets it).
EXPOSE 8080 9100

CMD ["python", "-m", "bot"]

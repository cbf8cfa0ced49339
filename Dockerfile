# Dots bot: `docker build -t dots-bot .`, then for example
#   docker run -d --name dots -v dots-data:/data -e TELEGRAM_TOKEN=... dots-bot
#   docker run -it --rm -v dots-data:/data dots-bot          # console play, no token
#
# The computer player's compiled kernel (kernel/*.c) needs a C compiler, which the slim
# image lacks: a build stage compiles the wheel, the final image only installs it.
FROM python:3.11-slim AS build

ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1
RUN apt-get update \
    && apt-get install -y --no-install-recommends gcc libc6-dev \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY pyproject.toml setup.py README.md ./
COPY kernel ./kernel
COPY core ./core
COPY renderers ./renderers
COPY bot ./bot
RUN pip wheel --no-deps --wheel-dir /wheels . \
    && python -c "import glob, zipfile; names = zipfile.ZipFile(glob.glob('/wheels/*.whl')[0]).namelist(); assert any('_kernel' in n for n in names), 'kernel not built'"

FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

COPY --from=build /wheels /wheels
RUN pip install "$(ls /wheels/*.whl)[telegram,discord]" && rm -rf /wheels \
    && python -c "import core.ai._kernel"

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

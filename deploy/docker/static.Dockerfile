# syntax=docker/dockerfile:1
# The gateway image: nginx with the built front ends on disk (shell/ and remotes/<area>/ under /srv/enlace/static,
# each file beside its precompressed .gz and .br) and the gateway's configuration templates, rendered at start.
# Debian's nginx rather than the official image: Debian packages the brotli_static module, the official image does
# not, and the builds ship .br files.
#
#   docker build -f deploy/docker/static.Dockerfile -t enlace-gateway:<release> .      (from the repository root)

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
ENV CI=true
RUN npm install --global pnpm@10.34.8 && npm cache clean --force \
  && apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile
RUN pnpm build
# The layout the gateway serves: ENLACE_STATIC_ROOT/shell and ENLACE_STATIC_ROOT/remotes/<area>.
RUN mkdir -p /static/remotes \
  && cp -r shell/dist /static/shell \
  && for area in public intranet volunteer partner; do cp -r "remote-$area/dist" "/static/remotes/$area"; done

FROM debian:bookworm-slim AS gateway
# gettext-base: envsubst, to render the templates; curl: the health check.
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static gettext-base curl ca-certificates \
  && rm -rf /var/lib/apt/lists/* \
  && rm -f /etc/nginx/sites-enabled/default \
  && mkdir -p /run/enlace /var/cache/enlace \
  && chown www-data:www-data /run/enlace /var/cache/enlace
COPY deploy/docker/nginx.conf /etc/nginx/nginx.conf
COPY deploy/docker/gateway-entrypoint.sh /usr/local/bin/gateway-entrypoint
COPY deploy/gateway/ /etc/enlace/gateway/
# The template includes its snippets relative to nginx's own folder.
COPY deploy/gateway/snippets/ /etc/nginx/snippets/
COPY --from=build /static/ /srv/enlace/static/
# Which template to render (deploy/gateway/<name>.conf.template): `enlace` terminates TLS (a single host);
# `enlace-behind-ingress` listens on plain http behind a Kubernetes Ingress.
ENV ENLACE_GATEWAY_TEMPLATE=enlace \
    ENLACE_STATIC_ROOT=/srv/enlace/static \
    ENLACE_LISTEN_HTTP=8080 \
    ENLACE_LISTEN_HTTPS=8443
# Any answer on the plain http port will do (the TLS template redirects it): nginx runs.
# Unprivileged, hence ports above 1024 inside the container (publish them as 80 and 443).
USER www-data
EXPOSE 8080 8443
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD ["sh", "-c", "curl -sS -o /dev/null http://127.0.0.1:${ENLACE_LISTEN_HTTP}/gateway-healthz"]
# nginx finishes the requests in flight on SIGQUIT (SIGTERM would cut them).
STOPSIGNAL SIGQUIT
ENTRYPOINT ["/usr/local/bin/gateway-entrypoint"]
# -e: the error log to the output from the first line (the compiled-in /var/log/nginx is not writable).
CMD ["nginx", "-e", "stderr", "-g", "daemon off;"]

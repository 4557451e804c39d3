#!/bin/sh
# Renders the gateway's template (deploy/gateway/$ENLACE_GATEWAY_TEMPLATE.conf.template) into nginx's
# configuration, replacing only the ${ENLACE_…} placeholders (nginx's own $variables stay as they are), the way the
# official nginx image renders /etc/nginx/templates, then runs the command (nginx). Stops with exit 78 when the
# template is missing or one of its placeholders has no value.
set -eu

templates=${ENLACE_GATEWAY_TEMPLATES:-/etc/enlace/gateway}
template="$templates/${ENLACE_GATEWAY_TEMPLATE:-enlace}.conf.template"
output=${ENLACE_GATEWAY_OUTPUT:-/run/enlace/conf.d}

if [ ! -f "$template" ]; then
  echo "gateway: no template $template (ENLACE_GATEWAY_TEMPLATE=${ENLACE_GATEWAY_TEMPLATE:-enlace})." >&2
  exit 78
fi

missing=""
for name in $(grep -o '\${ENLACE_[A-Z0-9_]*}' "$template" | tr -d '${}' | sort -u); do
  eval "value=\${$name:-}"
  [ -n "$value" ] || missing="$missing $name"
done
if [ -n "$missing" ]; then
  echo "gateway: $template needs a value for:$missing" >&2
  exit 78
fi

mkdir -p "$output"
placeholders=$(env | sed -n 's/^\(ENLACE_[A-Z0-9_]*\)=.*/${\1}/p' | tr '\n' ' ')
envsubst "$placeholders" < "$template" > "$output/enlace.conf"

exec "$@"

#!/bin/sh
# A self-signed certificate for the proxy, for a first start and for tests: HAProxy's PEM (certificate
# then private key) at $1/sportzone.pem for the host name $2 (default localhost). It is left alone when
# it exists, so a real certificate put there (e.g. Let's Encrypt's fullchain.pem + privkey.pem, in that
# order) is never overwritten. CERT_OWNER (uid:gid) hands the file to the proxy's user.
#
#   sh deploy/self-signed-cert.sh /path/to/certs scores.example.com
set -eu
dir="${1:?usage: self-signed-cert.sh <folder> [host name]}"
host="${2:-localhost}"
pem="$dir/sportzone.pem"
if [ -s "$pem" ]; then
  echo "certificate present: $pem"
  exit 0
fi
mkdir -p "$dir"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 825 \
  -subj "/CN=$host" -addext "subjectAltName=DNS:$host,DNS:localhost,IP:127.0.0.1" \
  -keyout "$work/key.pem" -out "$work/cert.pem" 2>/dev/null
cat "$work/cert.pem" "$work/key.pem" >"$pem"
chmod 600 "$pem"
if [ -n "${CERT_OWNER:-}" ]; then chown "$CERT_OWNER" "$pem"; fi
echo "self-signed certificate for $host written to $pem (replace it with a real one for the internet)"

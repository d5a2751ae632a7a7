#!/bin/sh
# Signs what the deploy publishes with the security team's key, which the caller has imported into
# $GNUPGHOME: a detached <document>.json.asc beside each CSAF document (CSAF asks for one), and
# security.txt in place with an OpenPGP cleartext signature (RFC 9116, 2.3), so it stays readable.
# One script for the deploy job and its test (scripts/sign.test.ts).
#   GNUPGHOME=<keyring> CSAF_SIGNING_PASSPHRASE=<passphrase> deploy/sign.sh <site folder>
set -eu
site=${1:?usage: deploy/sign.sh <site folder>}
: "${GNUPGHOME:?GNUPGHOME must name the keyring that holds the signing key}"

# The passphrase on a pipe, not in gpg's arguments (which any process on the machine may read).
sign() {
  printf '%s' "${CSAF_SIGNING_PASSPHRASE:-}" |
    gpg --batch --yes --pinentry-mode loopback --passphrase-fd 0 "$@"
}

if [ -d "$site/.well-known/csaf" ]; then
  find "$site/.well-known/csaf" -name '*.json' | while IFS= read -r document; do
    sign --armor --detach-sign --output "$document.asc" "$document"
  done
fi

txt="$site/.well-known/security.txt"
sign --clearsign --output "$txt.signed" "$txt"
mv "$txt.signed" "$txt"
# The build's compressed copies hold the unsigned text: without them the host serves the file.
rm -f "$txt.gz" "$txt.br"

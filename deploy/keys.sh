#!/usr/bin/env bash
# The keys the server keeps outside its database (docs/decisions/104-keys-outside-the-database.md):
#   deploy/keys.sh                  (as root) makes whichever of the two files is missing, keeps the other
#   deploy/keys.sh rotate-links     a new link key first in the file; the previous ones stay below it and
#                                   still open the links they signed
#   deploy/keys.sh retire-link ID   takes a previous link key out: the links it signed stop working
# then deploy/rolling-restart.sh (each process reads the files when it starts).
#
# link-keys             one key a line, "<id> <base64 of 32 random bytes>", the first line signs new links
#                       (privacy requests, investor alerts, staff invitations and recoveries): LINK_KEYS_FILE
# audit-checkpoint.pem  Ed25519 private key that signs the audit trail's checkpoints: AUDIT_KEY_FILE
# Both are owned by the service's user and readable by it alone (mode 0600, folder 0700). Keep a copy of the
# folder somewhere safe and apart from the database's backups: a backup that holds both defeats the point.
#
# KEYS_DIR (default /etc/udyamitra/keys) and OWNER (default udyamitra) are for the recipe's test and
# deploy/local-recipe.ts.
set -euo pipefail
dir="${KEYS_DIR:-/etc/udyamitra/keys}"
owner="${OWNER:-udyamitra}"
[[ "$dir" == /* ]] || { echo "KEYS_DIR must be an absolute path, not '$dir'" >&2; exit 1; }
[[ "$owner" =~ ^[a-z_][a-z0-9_-]{0,31}$ ]] || { echo "OWNER must be a user name, not '$owner'" >&2; exit 1; }
group="$(id -gn "$owner")"
links="$dir/link-keys"
audit="$dir/audit-checkpoint.pem"
umask 077

# Writes stdin to $1 beside it, then moves it into place: a server starting meanwhile reads the old file or the new one.
replace() {
  local tmp
  tmp="$(mktemp "$1.XXXXXX")"
  cat >"$tmp"
  chown "$owner:$group" "$tmp"
  chmod 0600 "$tmp"
  mv -f "$tmp" "$1"
}
new_link_key() { printf 'k%s %s\n' "$(date -u +%Y%m%d%H%M%S)" "$(openssl rand -base64 32)"; }

install -d -o "$owner" -g "$group" -m 0700 "$dir"
case "${1:-init}" in
  init)
    if [ -e "$links" ]; then echo "kept $links"; else new_link_key | replace "$links"; echo "made $links"; fi
    if [ -e "$audit" ]; then echo "kept $audit"; else openssl genpkey -algorithm ed25519 | replace "$audit"; echo "made $audit"; fi
    ;;
  rotate-links)
    [ -e "$links" ] || { echo "$links does not exist: run deploy/keys.sh first" >&2; exit 1; }
    { new_link_key; cat "$links"; } | replace "$links"
    echo "new link key first in $links; restart the server processes (deploy/rolling-restart.sh)"
    ;;
  retire-link)
    id="${2:-}"
    [[ "$id" =~ ^[a-z0-9]{1,16}$ ]] || { echo "retire-link needs a key id (the first word of a line of $links)" >&2; exit 1; }
    current="$(grep -v '^[[:space:]]*\(#\|$\)' "$links" | head -n 1 | cut -d ' ' -f 1)"
    [ "$id" != "$current" ] || { echo "$id signs new links: rotate-links first, then retire it" >&2; exit 1; }
    grep -q "^$id " "$links" || { echo "no key $id in $links" >&2; exit 1; }
    grep -v "^$id " "$links" | replace "$links"
    echo "key $id taken out of $links: its links stop working once the processes restart"
    ;;
  *)
    echo "usage: deploy/keys.sh [init | rotate-links | retire-link ID]" >&2
    exit 2
    ;;
esac

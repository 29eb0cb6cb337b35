# Sourced by the portal's scripts: reads KEY=VALUE lines of .env into the environment, never
# overriding a variable that is already set (the command line wins over the file).
load_env_file() {
  local file=${1:-.env} line key value
  [ -f "$file" ] || return 0
  while IFS= read -r line || [ -n "$line" ]; do
    [[ "$line" =~ ^[[:space:]]*(#|$) ]] && continue
    [[ "$line" =~ ^[[:space:]]*(export[[:space:]]+)?([A-Za-z_][A-Za-z0-9_]*)=(.*)$ ]] || continue
    key=${BASH_REMATCH[2]}
    value=${BASH_REMATCH[3]}
    value=${value%\"}; value=${value#\"}; value=${value%\'}; value=${value#\'}
    [ -n "${!key+x}" ] || export "$key=$value"
  done < "$file"
}

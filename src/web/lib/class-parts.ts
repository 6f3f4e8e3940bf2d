/**
 * A class's variant (`hover`, `md`, `[&_svg]`…; '' if none) and its base, split at the last `:` outside
 * brackets and parentheses, read from the left as twMerge does (so an unbalanced word has no variant).
 */
export function variantAndBase(name: string): [string, string] {
  let depth = 0;
  let colon = -1;
  for (let at = 0; at < name.length; at++) {
    const char = name[at];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) colon = at;
  }
  return [name.slice(0, Math.max(colon, 0)), name.slice(colon + 1)];
}

/** `p-4` → `p-4`, `p-`; `-mt-2` → `mt-2`, `mt-`: where a class's group is looked up, most specific first. */
export function stemsOf(base: string): string[] {
  const parts = base.replace(/^-/, '').split('-');
  return parts.map((_, cut) => (cut ? `${parts.slice(0, -cut).join('-')}-` : parts.join('-')));
}

/** Tags as the app form takes them: split on commas, trimmed, empty ones dropped, no repeats. */
export function splitTags(text: string | undefined): { t_nm: string }[] {
  const names = (text ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return [...new Set(names)].map((t_nm) => ({ t_nm }));
}

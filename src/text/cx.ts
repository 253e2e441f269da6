/** Join class names, skipping empty ones: `cx('mcpe-Button', className)`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

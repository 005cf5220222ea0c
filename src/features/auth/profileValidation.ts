/** The longest first or last name the server takes, counted in characters (code points). */
export const NAME_MAX_LENGTH = 100;

/**
 * The profile form's rule for a first or last name: blank (empty or only whitespace) or longer than
 * NAME_MAX_LENGTH is refused; anything else is sent exactly as typed, markup and odd Unicode
 * included, because React shows it as text and the server stores it as sent.
 */
export function nameProblem(value: string): 'required' | 'tooLong' | null {
  if (value.trim() === '') return 'required';
  if ([...value].length > NAME_MAX_LENGTH) return 'tooLong';
  return null;
}

/** Spec support: the field errors a refused decision carries (fails when it was not refused). */
export function fieldErrorsOf(run: () => unknown): Record<string, Array<{ key: string }>> {
  try {
    run();
  } catch (error) {
    return (error as { errors: Record<string, Array<{ key: string }>> }).errors;
  }
  throw new Error('the command was not refused');
}

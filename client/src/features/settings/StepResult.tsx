/** What a restore or an import ended with: a success note, or the error as an alert. */
export function StepResult({ step, text }: { step: string; text?: string }) {
  if (step === 'done') {
    return (
      <p className="notice notice--success" role="status">
        {text}
      </p>
    );
  }
  if (step === 'error') {
    return (
      <p className="notice notice--error" role="alert">
        {text}
      </p>
    );
  }
  return null;
}

import type { Feedback } from './use-auth-action';

/**
 * The outcome of the last step. Errors are alerts (announced at once); confirmations go to a
 * polite status region that is always in the page, so screen readers notice its change.
 */
export function FeedbackMessage({ feedback, id }: { feedback: Feedback; id: string }) {
  return (
    <div id={id}>
      {feedback?.kind === 'error' ? (
        <p
          role="alert"
          className="mt-4 rounded-md border border-danger/50 bg-danger/10 px-3 py-2 text-sm text-ink"
        >
          {feedback.text}
        </p>
      ) : null}
      <p
        role="status"
        className={
          feedback?.kind === 'success'
            ? 'mt-4 rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm text-ink'
            : 'sr-only'
        }
      >
        {feedback?.kind === 'success' ? feedback.text : ''}
      </p>
    </div>
  );
}

import { IntentLink } from './intent-link';

/** The body of the not-found, error, blocked and locked pages (SPEC §2): a message and a go-to-home button. */
export function StatusPage({
  code,
  message,
  homeHref,
  homeLabel,
}: {
  code?: string;
  message: string;
  homeHref: string;
  homeLabel: string;
}) {
  return (
    <section className="grid min-h-[50dvh] place-content-center justify-items-center gap-5 p-6 text-center">
      {code && (
        <p aria-hidden="true" className="font-bold text-6xl text-muted">
          {code}
        </p>
      )}
      <h1 className="max-w-md font-semibold text-xl">{message}</h1>
      <IntentLink href={homeHref} className="rounded-md bg-accent px-5 py-2.5 font-semibold text-accent-text">
        {homeLabel}
      </IntentLink>
    </section>
  );
}

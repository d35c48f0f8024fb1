// The form-level message of a customer form: the API's answer (an error) or a confirmation.
import { AlertIcon, CheckIcon } from '~/components/ui/icons';

export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: React.ReactNode }) {
  const Icon = tone === 'error' ? AlertIcon : CheckIcon;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-form-alert={tone}
      className={`flex items-start gap-3 rounded-md border px-4 py-3 text-sm ${
        tone === 'error'
          ? 'border-error/40 bg-error/5 text-error'
          : 'border-success/40 bg-success/5 text-success'
      }`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" />
      <p className="text-ink">{children}</p>
    </div>
  );
}

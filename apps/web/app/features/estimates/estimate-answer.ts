// What the estimate and proposal pages' actions answer when nothing changed (a refused form stays on
// the page with its values and errors; a change redirects back with a flash message instead).
import type { AddressFormErrors } from '~/lib/address/address-form';
import type { FieldError, FieldErrors, FormMessage } from '~/lib/form-messages';
import type { DeliveryValues } from './estimate-form';
import type { EstimateAddressValues } from './estimate-view';

export type EstimateAnswer =
  | { intent: 'items'; message: FormMessage }
  | { intent: 'prices'; message: FormMessage; itemErrors: Record<number, FieldError> }
  | { intent: 'rename'; name: string; error?: FieldError; message?: FormMessage }
  | { intent: 'address'; values: EstimateAddressValues; errors: AddressFormErrors; message?: FormMessage }
  | {
      intent: 'delivery';
      values: DeliveryValues;
      errors: FieldErrors<'description' | 'cost'>;
      message?: FormMessage;
    }
  | { intent: 'status'; note: string; error?: FieldError; message?: FormMessage }
  | { intent: 'invite'; email: string; error?: FieldError; message?: FormMessage }
  | { intent: 'delete'; message: FormMessage }
  | { intent: 'load-into-cart'; message: FormMessage };

/** The answer of one form, when the last answer was for it. */
export function answerFor<I extends EstimateAnswer['intent']>(
  answer: EstimateAnswer | undefined,
  intent: I,
): Extract<EstimateAnswer, { intent: I }> | undefined {
  return answer?.intent === intent ? (answer as Extract<EstimateAnswer, { intent: I }>) : undefined;
}

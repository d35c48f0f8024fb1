// The page of the address form, the same for a new address and a saved one: the loader's form data,
// replaced by what the action answers when it turns the form back.
import { PageTitle } from './AccountSection';
import { AddressForm, type AddressFormProps } from './AddressForm';
import { accountPaths } from './account-paths';

export function AddressFormPage({
  title,
  form,
  answer,
}: {
  title: string;
  form: Pick<AddressFormProps, 'values' | 'countries' | 'isDefault'> & { website: string };
  answer: Pick<AddressFormProps, 'values' | 'errors' | 'message'> | undefined;
}) {
  return (
    <div>
      <PageTitle>{title}</PageTitle>
      <AddressForm
        values={answer?.values ?? form.values}
        countries={form.countries}
        isDefault={form.isDefault}
        errors={answer?.errors}
        message={answer?.message}
        cancelHref={accountPaths.addressBook(form.website)}
      />
    </div>
  );
}

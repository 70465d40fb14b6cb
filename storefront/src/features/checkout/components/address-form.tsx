import { type Address, ADDRESS_LIMITS, Card, TextField } from '@shop/shared';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import { ADDRESS_FIELDS, type AddressErrors } from '../checkout-rules';

const text = STOREFRONT_TEXT.address;

const AUTOCOMPLETE: Record<keyof Address, string> = {
  fullName: 'name',
  street: 'street-address',
  city: 'address-level2',
  stateZipCountry: 'country-name',
};

export interface AddressFormProps {
  values: Address;
  errors: AddressErrors;
  /** Errors show only after a field has been touched (PRODUCT.md §5). */
  touched: Partial<Record<keyof Address, boolean>>;
  onChange: (field: keyof Address, value: string) => void;
  onBlur: (field: keyof Address) => void;
}

export function AddressForm({ values, errors, touched, onChange, onBlur }: AddressFormProps) {
  return (
    <Card aria-labelledby="address-title">
      <h2 id="address-title">{text.title}</h2>
      {ADDRESS_FIELDS.map((field) => (
        <TextField
          key={field}
          label={text[field]}
          name={field}
          autoComplete={AUTOCOMPLETE[field]}
          required
          maxLength={ADDRESS_LIMITS[field] + 20}
          value={values[field]}
          error={touched[field] ? errors[field] : undefined}
          onChange={(event) => onChange(field, event.target.value)}
          onBlur={() => onBlur(field)}
        />
      ))}
    </Card>
  );
}

import type { useCheckoutForm } from '../hooks/use-checkout-form';
import { AddressForm } from './address-form';
import { PaymentTabs } from './payment-tabs';

/** The shipping address and payment parts of checkout, as the cart page shows them beside the cart. */
export function CheckoutForm({ form }: { form: ReturnType<typeof useCheckoutForm> }) {
  return (
    <>
      <AddressForm {...form.address} />
      <PaymentTabs {...form.payment} />
    </>
  );
}

import type { Address } from '../types/contract.gen';

/** A shipping address as it is written on a parcel: one line per field. */
export function PostalAddress({ address }: { address: Address }) {
  return (
    <address>
      {address.fullName}
      <br />
      {address.street}
      <br />
      {address.city}
      <br />
      {address.stateZipCountry}
    </address>
  );
}

// Storefront text: address (one module per section: a page's chunk carries only what it uses).
export const address = {
  title: 'Shipping Address',
  fullName: 'Full name',
  street: 'Street address',
  city: 'City',
  stateZipCountry: 'State / ZIP / Country',
  fullNameRequired: 'Full name is required',
  fullNameTooLong: 'Full name cannot exceed 50 characters',
  streetRequired: 'Street address is required',
  streetTooLong: 'Street address cannot exceed 100 characters',
  cityRequired: 'City is required',
  cityTooLong: 'City cannot exceed 50 characters',
  stateZipCountryRequired: 'State / ZIP / Country is required',
  stateZipCountryTooLong: 'State / ZIP / Country cannot exceed 100 characters',
  missingTitle: 'Missing Address',
  missingMessage: 'Please fill in all address fields.',
} as const;

import { paymentDetailsFor, validateAddress, validatePayment } from './checkout-rules';

const address = { fullName: 'Ada Lovelace', street: '1 Main St', city: 'London', stateZipCountry: 'LDN 123 UK' };

describe('validateAddress (PRODUCT.md §5)', () => {
  it('accepts a full address', () => {
    expect(validateAddress(address)).toEqual({});
  });

  it('requires every field', () => {
    expect(validateAddress({ fullName: ' ', street: '', city: '', stateZipCountry: '' })).toEqual({
      fullName: 'Full name is required',
      street: 'Street address is required',
      city: 'City is required',
      stateZipCountry: 'State / ZIP / Country is required',
    });
  });

  it('allows 50/100/50/100 characters and refuses one more', () => {
    const atLimit = { fullName: 'a'.repeat(50), street: 'b'.repeat(100), city: 'c'.repeat(50), stateZipCountry: 'd'.repeat(100) };
    expect(validateAddress(atLimit)).toEqual({});
    expect(
      validateAddress({ fullName: 'a'.repeat(51), street: 'b'.repeat(101), city: 'c'.repeat(51), stateZipCountry: 'd'.repeat(101) }),
    ).toEqual({
      fullName: 'Full name cannot exceed 50 characters',
      street: 'Street address cannot exceed 100 characters',
      city: 'City cannot exceed 50 characters',
      stateZipCountry: 'State / ZIP / Country cannot exceed 100 characters',
    });
  });
});

describe('validatePayment (PRODUCT.md §5)', () => {
  const card = { cardNumber: '4111 1111 1111 1111', cardName: 'Ada', expiry: '12/29', cvv: '123' };

  it('accepts a card with 13-19 digits, MM/YY expiry and a 3 or 4 digit CVV', () => {
    expect(validatePayment('CREDIT_CARD', card)).toEqual({});
    expect(validatePayment('CREDIT_CARD', { ...card, cardNumber: '1'.repeat(13), cvv: '1234' })).toEqual({});
    expect(validatePayment('CREDIT_CARD', { ...card, cardNumber: '1'.repeat(19) })).toEqual({});
  });

  it.each(['1'.repeat(12), '1'.repeat(20), '4111-abcd-1111-1111', ''])("refuses card number '%s'", (cardNumber) => {
    expect(validatePayment('CREDIT_CARD', { ...card, cardNumber }).cardNumber).toBe('Card number must be 13-19 digits');
  });

  it('requires the cardholder name', () => {
    expect(validatePayment('CREDIT_CARD', { ...card, cardName: ' ' }).cardName).toBe('Cardholder name is required');
  });

  it.each(['1229', '13/29', '00/29', '1/29', '12/2029', ''])("refuses expiry '%s'", (expiry) => {
    expect(validatePayment('CREDIT_CARD', { ...card, expiry }).expiry).toBe('Expiry must be in MM/YY format');
  });

  it.each(['12', '12345', 'abc', ''])("refuses CVV '%s'", (cvv) => {
    expect(validatePayment('CREDIT_CARD', { ...card, cvv }).cvv).toBe('CVV must be 3 or 4 digits');
  });

  it('needs a valid PayPal email', () => {
    expect(validatePayment('PAYPAL', { paypalEmail: 'ada@example.com' })).toEqual({});
    expect(validatePayment('PAYPAL', { paypalEmail: 'ada@' }).paypalEmail).toBe('Valid PayPal email is required');
    expect(validatePayment('PAYPAL', {}).paypalEmail).toBe('Valid PayPal email is required');
  });

  it('lets the PayNow reference be empty or up to 20 characters', () => {
    expect(validatePayment('PAYNOW', {})).toEqual({});
    expect(validatePayment('PAYNOW', { referenceNumber: 'r'.repeat(20) })).toEqual({});
    expect(validatePayment('PAYNOW', { referenceNumber: 'r'.repeat(21) }).referenceNumber).toBe(
      'Reference number must be less than 20 characters',
    );
  });

  it("passes on only the chosen method's fields, the card number without spaces", () => {
    expect(paymentDetailsFor('CREDIT_CARD', { ...card, paypalEmail: 'x@y.z' })).toEqual({
      cardNumber: '4111111111111111',
      cardName: 'Ada',
      expiry: '12/29',
      cvv: '123',
    });
    expect(paymentDetailsFor('PAYNOW', { referenceNumber: '', cardNumber: '4111' })).toEqual({});
  });
});

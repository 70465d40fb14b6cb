/**
 * A disabled seller's products cannot be bought (they cannot sign in to ship them): the refusal the cart and the
 * checkout answer (409), naming the product.
 */
export function sellerPausedText(productName: string): string {
  return `${productName} is not available right now: its seller is not taking orders.`;
}

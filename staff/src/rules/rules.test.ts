import { sellerOrderLabel } from './order-label';
import { stockStatus } from './stock-status';

describe('stockStatus', () => {
  it.each([
    [{ deleted: true, stock: 50 }, 'Deleted'],
    [{ deleted: true, stock: 0 }, 'Deleted'],
    [{ deleted: false, stock: 0 }, 'Out of Stock'],
    [{ deleted: false, stock: -3 }, 'Out of Stock'],
    [{ deleted: false, stock: 1 }, 'Low'],
    [{ deleted: false, stock: 20 }, 'Low'],
    [{ deleted: false, stock: 21 }, 'In Stock'],
  ])('labels %j as %s', (product, label) => {
    expect(stockStatus(product)).toBe(label);
  });
});

describe('sellerOrderLabel', () => {
  const item = (status: 'PENDING' | 'SHIPPED' | 'DELIVERED' | 'DISPUTING' | 'RESOLVED', sellerId = 7) => ({ status, sellerId });

  it("gives 'N/A' when the seller has no item in the order", () => {
    expect(sellerOrderLabel([], 7)).toBe('N/A');
    expect(sellerOrderLabel([item('DISPUTING', 8)], 7)).toBe('N/A');
  });

  it("gives 'Some Items Disputed' when any own item is disputing, even beside pending ones", () => {
    expect(sellerOrderLabel([item('PENDING'), item('DISPUTING')], 7)).toBe('Some Items Disputed');
  });

  it("gives 'Done' when every own item is shipped, delivered or resolved", () => {
    expect(sellerOrderLabel([item('SHIPPED'), item('DELIVERED'), item('RESOLVED')], 7)).toBe('Done');
    expect(sellerOrderLabel([item('SHIPPED'), item('PENDING', 8)], 7)).toBe('Done');
  });

  it("gives 'Pending' while an own item still waits for shipping", () => {
    expect(sellerOrderLabel([item('SHIPPED'), item('PENDING')], 7)).toBe('Pending');
  });
});

import type { OrderItemStatus, PaymentMethod } from '../db/schema';

/** [product name, quantity, status, review rating (only on DELIVERED/RESOLVED lines)] */
export type PlannedLine = [string, number, OrderItemStatus, number?];

export interface PlannedOrder {
  buyer: string;
  /** How long ago the order was placed. */
  daysAgo: number;
  payment: PaymentMethod;
  lines: PlannedLine[];
}

/**
 * The demo order history. Every seller has items in every status; buyer1 and buyer2 have orders in
 * every state (something to mark delivered, to dispute, to review); the headphones have six reviews
 * so review paging shows. Stock in the catalogue is what is left after these orders.
 */
export const DEMO_ORDERS: PlannedOrder[] = [
  { buyer: 'buyer1', daysAgo: 40, payment: 'CREDIT_CARD', lines: [
    ['Wireless Noise-Cancelling Headphones', 1, 'DELIVERED', 5], ['Cast Iron Skillet, 10-inch', 1, 'DELIVERED', 4], ['Yoga Mat, 6 mm', 1, 'DELIVERED', 5]] },
  { buyer: 'buyer1', daysAgo: 25, payment: 'PAYNOW', lines: [
    ["The Lighthouse Keeper's Daughter", 1, 'DELIVERED'], ['Pour-Over Coffee Set', 1, 'RESOLVED', 3], ['Trail Running Shoes', 1, 'DELIVERED', 4]] },
  { buyer: 'buyer1', daysAgo: 12, payment: 'PAYPAL', lines: [
    ['Portable Bluetooth Speaker', 1, 'DISPUTING'], ['Merino Wool Beanie', 2, 'DELIVERED'], ['Wooden Building Blocks, 100 Pieces', 1, 'DELIVERED']] },
  { buyer: 'buyer1', daysAgo: 3, payment: 'PAYNOW', lines: [
    ['Mechanical Keyboard, Tenkeyless', 1, 'SHIPPED'], ['Organic Cotton Crew T-Shirt', 3, 'SHIPPED'], ['Herb Seed Starter Kit', 1, 'PENDING']] },
  { buyer: 'buyer1', daysAgo: 0.2, payment: 'CREDIT_CARD', lines: [
    ['USB-C Charging Hub, 7-in-1', 1, 'PENDING'], ['Vitamin C Brightening Serum', 1, 'PENDING'], ['Resistance Bands Set', 1, 'PENDING']] },
  { buyer: 'buyer2', daysAgo: 38, payment: 'PAYPAL', lines: [
    ['Wireless Noise-Cancelling Headphones', 1, 'DELIVERED', 4], ['Ceramic Dinner Plates, Set of 6', 1, 'DELIVERED', 5],
    ['1000-Piece Jigsaw Puzzle: Coastal Village', 1, 'DELIVERED', 5]] },
  { buyer: 'buyer2', daysAgo: 20, payment: 'CREDIT_CARD', lines: [
    ['Smart Fitness Watch', 1, 'RESOLVED', 2], ['Classic Denim Jacket', 1, 'DELIVERED', 5], ['Hiking Daypack, 25 L', 1, 'DISPUTING']] },
  { buyer: 'buyer2', daysAgo: 8, payment: 'PAYNOW', lines: [
    ['Learn TypeScript in 30 Days', 1, 'DELIVERED'], ['Linen Table Napkins, Set of 4', 2, 'DISPUTING'], ['Solar Path Lights, 8-Pack', 1, 'SHIPPED']] },
  { buyer: 'buyer2', daysAgo: 2, payment: 'CREDIT_CARD', lines: [
    ['27-inch 4K IPS Monitor', 1, 'SHIPPED'], ['Hydrating Face Moisturiser', 1, 'PENDING'], ['Plush Bear', 1, 'PENDING']] },
  { buyer: 'buyer2', daysAgo: 0.5, payment: 'PAYPAL', lines: [
    ['1080p Webcam with Microphone', 2, 'PENDING'], ['Scented Soy Candle, Cedar & Sage', 2, 'PENDING']] },
  { buyer: 'buyer3', daysAgo: 35, payment: 'CREDIT_CARD', lines: [
    ['Wireless Noise-Cancelling Headphones', 1, 'DELIVERED', 5], ['Adjustable Dumbbell Pair', 1, 'DELIVERED', 4]] },
  { buyer: 'buyer3', daysAgo: 15, payment: 'PAYNOW', lines: [
    ['Cooking with Seasonal Vegetables', 1, 'DELIVERED', 5], ['Bamboo Cutting Board Set', 1, 'DELIVERED', 4], ['Remote-Control Stunt Car', 1, 'RESOLVED', 3]] },
  { buyer: 'buyer3', daysAgo: 4, payment: 'PAYPAL', lines: [
    ['A Short History of Maps', 1, 'SHIPPED'], ['Knit Cardigan', 1, 'PENDING'], ['Bird Feeder with Roof', 1, 'PENDING']] },
  { buyer: 'buyer4', daysAgo: 33, payment: 'PAYPAL', lines: [
    ['Wireless Noise-Cancelling Headphones', 1, 'DELIVERED', 3], ['Electric Gooseneck Kettle', 1, 'DELIVERED', 5], ['Terracotta Pots, Set of 3', 1, 'DELIVERED', 4]] },
  { buyer: 'buyer4', daysAgo: 10, payment: 'CREDIT_CARD', lines: [
    ['Wireless Ergonomic Mouse', 1, 'DELIVERED', 4], ['Argan Oil Hair Treatment', 1, 'SHIPPED'], ['2-Person Backpacking Tent', 1, 'SHIPPED']] },
  { buyer: 'buyer5', daysAgo: 30, payment: 'PAYNOW', lines: [
    ['Wireless Noise-Cancelling Headphones', 1, 'DELIVERED', 4], ['Stainless Steel Water Bottle, 750 ml', 2, 'DELIVERED', 5],
    ['Harbour Traders Board Game', 1, 'DELIVERED', 5]] },
  { buyer: 'buyer5', daysAgo: 6, payment: 'CREDIT_CARD', lines: [
    ['Mountains of the World', 1, 'DELIVERED'], ['Canvas Tote Bag', 1, 'PENDING'], ['Cycling Helmet with LED', 1, 'PENDING']] },
  { buyer: 'buyer6', daysAgo: 28, payment: 'PAYPAL', lines: [
    ['Wireless Noise-Cancelling Headphones', 1, 'DELIVERED', 5], ['Mineral Sunscreen SPF 50', 1, 'DELIVERED', 4], ['Insulated Camping Mug', 2, 'DELIVERED', 4]] },
  { buyer: 'buyer6', daysAgo: 1, payment: 'PAYNOW', lines: [
    ['Midnight at the Observatory', 1, 'PENDING'], ['Leather Everyday Belt', 1, 'PENDING'], ['Bypass Pruning Shears', 1, 'PENDING']] },
];

/** Reason and description per disputed line, taken in turn. */
export const DISPUTES: Array<[string, string]> = [
  ['Item arrived damaged', 'The box was crushed and the speaker grille is dented.'],
  ['Wrong item received', 'I ordered the black model but received a different colour.'],
  ['Item not as described', 'The size is much smaller than the listing says.'],
  ['Missing parts', 'The set arrived with one piece missing from the box.'],
  ['Item arrived damaged', 'One of the napkins has a tear along the hem.'],
];

/** Review texts by rating (1-5), taken in turn. */
export const REVIEW_TEXTS: Record<number, string[]> = {
  1: ['Disappointed; it stopped working after a week.'],
  2: ['Works, but the battery life is far below what is advertised.', 'Not great value for the price.'],
  3: ['Decent, does the job. Packaging could be better.', 'Okay overall, a few small flaws.'],
  4: ['Very good quality and fast delivery. Would buy again.', 'Really happy with it, just one small niggle.', 'Solid product, exactly as pictured.'],
  5: ['Absolutely love it - exceeded my expectations!', 'Perfect. Great quality and arrived quickly.', 'Best purchase this year, highly recommend.'],
};

/** [buyer, product name] wished for, and [buyer, product name, quantity] sitting in a cart. */
export const DEMO_WISHLIST: Array<[string, string]> = [
  ['buyer1', 'Smart Fitness Watch'],
  ['buyer1', '1080p Webcam with Microphone'],
  ['buyer1', '2-Person Backpacking Tent'],
  ['buyer1', 'Harbour Traders Board Game'],
  ['buyer2', 'Electric Gooseneck Kettle'],
];
export const DEMO_CART: Array<[string, string, number]> = [
  ['buyer2', 'Yoga Mat, 6 mm', 1],
  ['buyer2', 'Organic Compost, 20 L', 2],
];

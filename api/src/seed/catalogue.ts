import type { ShapeName } from './shapes';
import demoCatalogue from './demo-catalogue.json';

/** One demo product: price in cents; stock is what is left after the demo orders were taken. */
export interface DemoProduct {
  name: string;
  priceCents: number;
  stock: number;
  description: string;
  deleted?: boolean;
}

export interface DemoCategory {
  name: string;
  /** Used in image file names. */
  slug: string;
  seller: string;
  shape: ShapeName;
  /** Background gradient (top-left to bottom-right) and the accent colours products cycle through. */
  background: [string, string];
  accents: string[];
  products: DemoProduct[];
}

// The catalogue is data (demo-catalogue.json, prices in units as a person writes them); here it gets its types and cents.
export const DEMO_CATEGORIES: DemoCategory[] = demoCatalogue.map((category) => ({
  ...category,
  shape: category.shape as ShapeName,
  background: [category.background[0]!, category.background[1]!],
  products: category.products.map(({ price, ...product }) => ({ ...product, priceCents: Math.round(price * 100) })),
}));

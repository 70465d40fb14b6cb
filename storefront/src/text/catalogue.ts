import { MIN_SEARCH_CHARS } from '@shop/shared';

// Storefront text: catalogue (one module per section: a page's chunk carries only what it uses).
export const catalogue = {
  title: 'Products',
  searchLabel: 'Search products',
  searchButton: 'Search',
  searchTooShort: `Type at least ${MIN_SEARCH_CHARS} characters to search.`,
  moreCategories: 'More categories',
  categories: 'Categories',
  all: 'All',
  filters: 'Active filters',
  searchChip: (q: string) => `Search: ${q}`,
  categoryChip: (category: string) => `Category: ${category}`,
  removeFilter: (label: string) => `Remove filter ${label}`,
  empty: 'No products found.',
  results: 'Search results',
  sortLabel: 'Sort by',
  sorts: {
    'createdAt,desc': 'Newest',
    relevance: 'Best match',
    'price,asc': 'Price: low to high',
    'price,desc': 'Price: high to low',
    'rating,desc': 'Top rated',
    'name,asc': 'Name: A to Z',
  },
  priceRange: 'Price range',
  minPrice: 'Min price ($)',
  maxPrice: 'Max price ($)',
  applyPrice: 'Apply',
  priceInvalid: 'Prices must be numbers from 0 to 1,000,000.',
  priceOrder: 'Minimum price cannot be more than maximum price.',
  inStockOnly: 'In stock only',
  priceChip: (min: string, max: string) => (min && max ? `Price: $${min} – $${max}` : min ? `Price: from $${min}` : `Price: up to $${max}`),
  inStockChip: 'In stock only',
  resultCount: (count: number, capped: boolean) =>
    capped ? `More than ${count.toLocaleString('en-US')} products` : `${count.toLocaleString('en-US')} product${count === 1 ? '' : 's'}`,
} as const;

import { useEffect, useState } from 'react';
import { getCategories } from '../api/get-categories';

/** The categories of live products; a failure leaves only 'All' (logged, SPEC section 8). */
export function useCategories(): string[] {
  const [categories, setCategories] = useState<string[]>([]);
  useEffect(() => {
    let active = true;
    getCategories().then(
      (found) => active && setCategories(found),
      (error: unknown) => console.error('Could not load categories', error),
    );
    return () => {
      active = false;
    };
  }, []);
  return categories;
}

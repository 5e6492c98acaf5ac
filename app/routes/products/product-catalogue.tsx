import { useState } from 'react';
import { PRODUCTS, type ProductId } from '#domain/catalog';
import { ProductCard } from './product-card';

/** Every product, one card each; opening one card's details closes the one that was open. */
export function ProductCatalogue() {
  const [expanded, setExpanded] = useState<ProductId | null>(null);
  return (
    <ul className="page-container space-y-6">
      {PRODUCTS.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            expanded={expanded === product.id}
            onToggle={() => setExpanded((open) => (open === product.id ? null : product.id))}
            eagerImage={index === 0}
          />
        </li>
      ))}
    </ul>
  );
}

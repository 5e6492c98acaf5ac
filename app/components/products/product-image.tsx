import { RENDERS, type RenderImage } from '../../config/renders';
import { cn } from '../../lib/cn';
import { RenderPicture } from '../ui/render-picture';

/** Where a product's picture is drawn: a product card, the cart line (square) or the checkout summary. */
export type ProductImageUse = 'card' | 'thumb' | 'summary';

/** Products photographed as renders; the others are drawn as illustrations (their catalogue image). */
/** Keyed by product id; a string, because cart lines carry their id as one. */
const PRODUCT_RENDERS: Partial<Record<string, Record<ProductImageUse, RenderImage>>> = {
  octahedron: { card: RENDERS.hero, thumb: RENDERS.thumb, summary: RENDERS.summary },
};

/** The illustrations' intrinsic size (public/images/products/*.svg). */
const ILLUSTRATION = { width: 640, height: 480 };

interface ProductImageProps {
  /** A catalogue product, or a cart line (same id and image). */
  product: { id: string; image: string };
  use: ProductImageUse;
  /** The width it is drawn at (see RenderPicture). */
  sizes: string;
  loading?: 'lazy' | 'eager';
  className?: string;
}

/** A product's picture, decorative beside its name: the render where there is one. */
export function ProductImage({
  product,
  use,
  sizes,
  loading = 'lazy',
  className,
}: ProductImageProps) {
  const render = PRODUCT_RENDERS[product.id]?.[use];
  if (render) {
    return (
      <RenderPicture
        image={render}
        sizes={sizes}
        alt=""
        loading={loading}
        // Cards fade the render's edges and lit floor into the card; thumbnails stay whole.
        className={use === 'card' ? cn('render-vignette', className) : className}
      />
    );
  }
  return (
    <img
      src={product.image}
      alt=""
      width={ILLUSTRATION.width}
      height={ILLUSTRATION.height}
      loading={loading}
      decoding="async"
      className={className}
    />
  );
}

/** Whether a product's picture is a render (a dark studio frame) rather than a transparent drawing. */
export function hasRender(id: string): boolean {
  return PRODUCT_RENDERS[id] !== undefined;
}

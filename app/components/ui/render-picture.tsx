import { type RenderImage, renderSrcSet } from '../../config/renders';

interface RenderPictureProps {
  image: RenderImage;
  /** The width the picture is drawn at, as a `sizes` value: the browser picks the file from it. */
  sizes: string;
  /** Empty for a decorative picture that the text beside it already names. */
  alt: string;
  /**
   * Lazy (the default) for pictures below the fold, and for pictures hidden on some screens: a
   * lazy image that is not displayed is never fetched.
   */
  loading?: 'lazy' | 'eager';
  className?: string;
}

/**
 * A render as AVIF, then WebP, then the JPEG, with its intrinsic size, so the page reserves its
 * box before the file arrives and nothing shifts. The <picture> takes no box of its own
 * (display: contents): the <img> is laid out as its parent's child, so a `w-full` on it means the
 * parent's width even in a flex row, where a boxed <picture> would shrink to the image's intrinsic
 * width, unknown until the file arrives (the ELY carousel's text jumped down on phones).
 */
export function RenderPicture({
  image,
  sizes,
  alt,
  loading = 'lazy',
  className,
}: RenderPictureProps) {
  return (
    <picture className="contents">
      {/* Hidden: with the <picture> boxless, the sources would be laid out (as gaps in a flex row). */}
      <source
        type="image/avif"
        srcSet={renderSrcSet(image, 'avif')}
        sizes={sizes}
        className="hidden"
      />
      <source
        type="image/webp"
        srcSet={renderSrcSet(image, 'webp')}
        sizes={sizes}
        className="hidden"
      />
      <img
        src={image.fallback}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={loading}
        decoding="async"
        draggable={false}
        className={className}
      />
    </picture>
  );
}

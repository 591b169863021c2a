/** Where the collection report keeps an item's photos of damage: its after_images of type 'collection-damage'. */
import type { GalleryImage, Product } from '../../domain/job';
import type { PhotoPurpose } from '../../domain/photo-uri';

/** The gallery type of a photo of damage found on collection. */
export const COLLECTION_DAMAGE_TYPE = 'collection-damage' satisfies PhotoPurpose;

/** The item's photos of damage taken on collection. */
export function collectionDamagePhotos(product: Pick<Product, 'after_images'>): GalleryImage[] {
  return (product.after_images ?? []).filter((image) => image.type === COLLECTION_DAMAGE_TYPE);
}

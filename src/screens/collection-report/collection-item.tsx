/** One collection item: what it is, its Collected checkbox and optional photos of damage found on collection. */
import type { JobEditResult } from '../../engine';
import { PhotoGallerySelector } from '../../components/photo-gallery-selector';
import { isCollected } from '@domain/completion/collection-report';
import type { Product } from '@domain/job/job';
import { collectionDamagePhotos } from '@domain/completion/damage-photos';

interface CollectionItemProps {
  jobId: string;
  product: Product;
  /** The checkbox's id (focus follows an item that moves between the accordions). */
  checkboxId: string;
  onToggle: (product: Product) => void;
  onPhoto: (result: JobEditResult) => void;
}

/** A card with the item's description, name and quantity, the Collected checkbox and the photo selector. */
export function CollectionItem({ jobId, product, checkboxId, onToggle, onPhoto }: CollectionItemProps) {
  return (
    <li className="report-item">
      <p className="report-item__description">{product.description}</p>
      {product.name !== '' && <p className="report-item__name">{product.name}</p>}
      <p className="report-item__meta">Qty {product.delivery_job.planned_quantity}</p>
      <label className="check" htmlFor={checkboxId}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={isCollected(product)}
          onChange={() => onToggle(product)}
        />
        Collected<span className="visually-hidden"> {product.description}</span>
      </label>
      <PhotoGallerySelector
        jobId={jobId}
        purpose="collection-damage"
        productId={product.id}
        photos={collectionDamagePhotos(product)}
        label="Photos of damage (optional)"
        addLabel={`Add photo of damage to ${product.description}`}
        photoName={`photo of damage to ${product.description}`}
        onResult={onPhoto}
      />
    </li>
  );
}

/** The furniture the demo jobs carry, by catalogue key. */

/** A catalogue item. */
export interface CatalogueItem {
  name: string;
  description: string;
  colour: string;
  manufacturer: string;
}

/** The demo catalogue. */
export const catalogue = {
  sofa: {
    name: 'Harlow Sofa',
    description: 'Harlow 3 seater sofa',
    colour: 'Slate grey',
    manufacturer: 'Oakworks',
  },
  cushions: {
    name: 'Scatter Cushion',
    description: 'Scatter cushion pair',
    colour: 'Mustard',
    manufacturer: 'Doorstep Home',
  },
  oldArmchair: {
    name: 'Armchair (old)',
    description: 'Customer armchair for disposal',
    colour: 'Brown',
    manufacturer: 'Unknown',
  },
  bedFrame: {
    name: 'Kingston Bed Frame',
    description: 'Kingston king size bed frame',
    colour: 'Oak',
    manufacturer: 'Oakworks',
  },
  mattress: {
    name: 'Restwell Mattress',
    description: 'Restwell pocket sprung mattress',
    colour: 'White',
    manufacturer: 'Restwell',
  },
  oldBed: {
    name: 'Bed Frame (old)',
    description: 'Customer bed frame for disposal',
    colour: 'Pine',
    manufacturer: 'Unknown',
  },
  recliner: {
    name: 'Recliner Mechanism',
    description: 'Recliner mechanism repair',
    colour: 'Black',
    manufacturer: 'Relaxa',
  },
  diningTable: {
    name: 'Ashby Dining Table',
    description: 'Ashby extending dining table',
    colour: 'Walnut',
    manufacturer: 'Oakworks',
  },
  diningChair: {
    name: 'Ashby Dining Chair',
    description: 'Ashby upholstered dining chair',
    colour: 'Sage',
    manufacturer: 'Oakworks',
  },
  cornerSofa: {
    name: 'Milo Corner Sofa',
    description: 'Milo corner sofa frame repair',
    colour: 'Navy',
    manufacturer: 'Doorstep Home',
  },
  wardrobe: {
    name: 'Bexley Wardrobe',
    description: 'Bexley 3 door wardrobe',
    colour: 'White gloss',
    manufacturer: 'Oakworks',
  },
  oldWardrobe: {
    name: 'Wardrobe (old)',
    description: 'Customer wardrobe for disposal',
    colour: 'Mahogany',
    manufacturer: 'Unknown',
  },
  bookcase: {
    name: 'Linden Bookcase',
    description: 'Linden tall bookcase',
    colour: 'Ash',
    manufacturer: 'Doorstep Home',
  },
  coffeeTable: {
    name: 'Linden Coffee Table',
    description: 'Linden coffee table',
    colour: 'Ash',
    manufacturer: 'Doorstep Home',
  },
  reclinerChair: {
    name: 'Ember Recliner Chair',
    description: 'Ember power recliner chair',
    colour: 'Tan leather',
    manufacturer: 'Relaxa',
  },
  returnSofa: {
    name: 'Harlow Sofa (return)',
    description: 'Harlow sofa returned by customer',
    colour: 'Slate grey',
    manufacturer: 'Oakworks',
  },
  sideboard: {
    name: 'Ashby Sideboard',
    description: 'Ashby 4 door sideboard',
    colour: 'Walnut',
    manufacturer: 'Oakworks',
  },
  oldSideboard: {
    name: 'Sideboard (old)',
    description: 'Customer sideboard for disposal',
    colour: 'Teak',
    manufacturer: 'Unknown',
  },
  footstool: {
    name: 'Harlow Footstool',
    description: 'Harlow storage footstool',
    colour: 'Slate grey',
    manufacturer: 'Oakworks',
  },
} satisfies Record<string, CatalogueItem>;

/** A catalogue key. */
export type CatalogueKey = keyof typeof catalogue;

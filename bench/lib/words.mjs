// Word pools for generated products: real words, so text search hits realistic numbers of rows.

/** ~40 categories, each with the nouns its product names are built from. */
export const CATEGORIES = {
  Electronics: ['Headphones', 'Speaker', 'Charger', 'Power Bank', 'Earbuds', 'Webcam', 'Router', 'Cable'],
  Computers: ['Laptop Stand', 'Keyboard', 'Mouse', 'Monitor', 'USB Hub', 'Docking Station', 'SSD Drive', 'Laptop Sleeve'],
  Phones: ['Phone Case', 'Screen Protector', 'Car Mount', 'Wireless Charger', 'Phone Grip', 'Selfie Stick'],
  Cameras: ['Camera Bag', 'Tripod', 'Lens Filter', 'Memory Card', 'Camera Strap', 'Ring Light'],
  Books: ['Novel', 'Cookbook', 'Travel Guide', 'Biography', 'Poetry Collection', 'Atlas', 'Picture Book'],
  Music: ['Guitar Strings', 'Ukulele', 'Drum Sticks', 'Harmonica', 'Music Stand', 'Metronome', 'Capo'],
  Movies: ['Blu-ray Box Set', 'Film Poster', 'Documentary Collection', 'Classic Film', 'Animated Film'],
  Games: ['Board Game', 'Card Game', 'Jigsaw Puzzle', 'Chess Set', 'Dice Set', 'Strategy Game'],
  Toys: ['Building Blocks', 'Plush Bear', 'Toy Car', 'Kite', 'Puppet', 'Train Set', 'Doll House'],
  Baby: ['Baby Blanket', 'Teething Ring', 'Bib Set', 'Baby Carrier', 'Night Light', 'Stacking Cups'],
  Kitchen: ['Skillet', 'Chef Knife', 'Cutting Board', 'Saucepan', 'Mixing Bowl', 'Kettle', 'Colander', 'Spatula'],
  Dining: ['Dinner Plate', 'Wine Glass', 'Serving Bowl', 'Napkin Set', 'Table Runner', 'Cutlery Set'],
  Coffee: ['Coffee Grinder', 'French Press', 'Pour-Over Dripper', 'Espresso Cup', 'Coffee Beans', 'Milk Frother'],
  Tea: ['Teapot', 'Tea Infuser', 'Loose Leaf Tea', 'Tea Cup', 'Matcha Whisk', 'Tea Tin'],
  Furniture: ['Bookshelf', 'Side Table', 'Desk', 'Armchair', 'Bar Stool', 'Coat Rack', 'Bench'],
  Bedding: ['Duvet Cover', 'Pillow', 'Fitted Sheet', 'Throw Blanket', 'Mattress Topper', 'Quilt'],
  Bath: ['Bath Towel', 'Bath Mat', 'Shower Curtain', 'Soap Dish', 'Bathrobe', 'Toothbrush Holder'],
  Lighting: ['Desk Lamp', 'Floor Lamp', 'Pendant Light', 'String Lights', 'Lantern', 'Wall Sconce'],
  Decor: ['Vase', 'Wall Clock', 'Picture Frame', 'Candle', 'Mirror', 'Cushion Cover', 'Planter'],
  Garden: ['Watering Can', 'Garden Gloves', 'Pruning Shears', 'Seed Kit', 'Hose Nozzle', 'Bird Feeder'],
  Tools: ['Screwdriver Set', 'Hammer', 'Tape Measure', 'Spirit Level', 'Cordless Drill', 'Utility Knife'],
  Automotive: ['Car Vacuum', 'Tyre Inflator', 'Seat Cover', 'Dash Camera', 'Ice Scraper', 'Jump Starter'],
  Cycling: ['Bike Light', 'Bike Lock', 'Cycling Gloves', 'Water Bottle Cage', 'Saddle Bag', 'Bike Pump'],
  Camping: ['Tent', 'Sleeping Bag', 'Camping Stove', 'Headlamp', 'Camp Chair', 'Cooler Box'],
  Fitness: ['Yoga Mat', 'Dumbbell Set', 'Resistance Band', 'Jump Rope', 'Foam Roller', 'Kettlebell'],
  Running: ['Running Shoes', 'Running Belt', 'Sports Socks', 'Running Cap', 'Hydration Vest'],
  Swimming: ['Swim Goggles', 'Swim Cap', 'Kickboard', 'Beach Towel', 'Swimsuit'],
  Fashion: ['T-Shirt', 'Denim Jacket', 'Sweater', 'Scarf', 'Beanie', 'Raincoat', 'Hoodie'],
  Shoes: ['Sneakers', 'Boots', 'Sandals', 'Loafers', 'Slippers', 'Hiking Boots'],
  Bags: ['Backpack', 'Tote Bag', 'Duffel Bag', 'Messenger Bag', 'Wallet', 'Travel Pouch'],
  Jewelry: ['Necklace', 'Bracelet', 'Earrings', 'Ring', 'Pendant', 'Anklet'],
  Watches: ['Wristwatch', 'Watch Strap', 'Pocket Watch', 'Watch Box', 'Smart Watch'],
  Beauty: ['Face Cream', 'Lip Balm', 'Hair Brush', 'Makeup Bag', 'Nail Kit', 'Face Serum'],
  Health: ['First Aid Kit', 'Pill Organizer', 'Heat Pack', 'Massage Ball', 'Thermometer'],
  Pets: ['Dog Collar', 'Cat Toy', 'Pet Bed', 'Food Bowl', 'Dog Leash', 'Scratching Post'],
  Office: ['Notebook', 'Fountain Pen', 'Desk Organizer', 'Stapler', 'Planner', 'Letter Tray'],
  Art: ['Sketchbook', 'Watercolour Set', 'Paint Brushes', 'Easel', 'Pastel Set', 'Canvas Pad'],
  Crafts: ['Knitting Needles', 'Yarn Bundle', 'Sewing Kit', 'Embroidery Hoop', 'Glue Gun', 'Bead Set'],
  Grocery: ['Olive Oil', 'Honey Jar', 'Dark Chocolate', 'Pasta Set', 'Spice Rack', 'Granola'],
  Party: ['Balloon Set', 'Party Lights', 'Gift Wrap', 'Paper Lanterns', 'Confetti Cannon', 'Party Hats'],
};

export const ADJECTIVES = [
  'Classic', 'Compact', 'Deluxe', 'Everyday', 'Handmade', 'Lightweight', 'Modern', 'Vintage', 'Premium', 'Rustic',
  'Portable', 'Foldable', 'Ergonomic', 'Minimalist', 'Heavy-Duty', 'Organic', 'Waterproof', 'Adjustable', 'Cozy',
  'Sleek', 'Durable', 'Recycled', 'Nordic', 'Artisan', 'Smart', 'Wireless', 'Quiet', 'Bright', 'Soft', 'Sturdy',
  'Elegant', 'Travel', 'Mini', 'Large', 'Slim', 'Essential', 'Professional', 'Eco', 'Retro', 'Signature',
];

export const MATERIALS = [
  'oak', 'walnut', 'bamboo', 'stainless steel', 'aluminium', 'cotton', 'linen', 'merino wool', 'leather', 'canvas',
  'ceramic', 'glass', 'cast iron', 'silicone', 'recycled plastic', 'cork', 'brass', 'copper', 'stoneware', 'felt',
  'nylon', 'polyester', 'marble', 'rattan', 'beechwood', 'titanium', 'porcelain', 'hemp', 'jute', 'suede',
];

export const COLOURS = [
  'black', 'white', 'charcoal', 'navy', 'forest green', 'sage', 'sand', 'terracotta', 'ocean blue', 'mustard',
  'burgundy', 'slate grey', 'ivory', 'olive', 'coral', 'teal', 'lavender', 'rose', 'copper', 'midnight',
];

export const FEATURES = [
  'Built to last for years of daily use',
  'Easy to clean and dishwasher safe',
  'Packs flat for travel and storage',
  'Comes with a two-year warranty',
  'Designed by a small independent studio',
  'Tested for comfort over long days',
  'Finished by hand with natural oils',
  'Shipped in plastic-free recyclable packaging',
  'Rated highly by thousands of happy customers',
  'Fits neatly in a backpack or drawer',
  'Quiet operation with low energy use',
  'Generous size with a balanced weight',
  'Gentle on sensitive skin',
  'Works with every common standard',
  'Resists scratches, stains and fading',
  'Ready to use straight out of the box',
];

export const USES = [
  'a thoughtful gift for family and friends',
  'the small apartment and the busy family home',
  'weekend adventures and everyday errands',
  'beginners and seasoned enthusiasts alike',
  'the home office, the studio or the classroom',
  'slow mornings and long evenings',
  'anyone who values simple, honest design',
  'outdoor trips in every season',
];

export const FIRST_NAMES = ['Alex', 'Sam', 'Jordan', 'Taylor', 'Morgan', 'Casey', 'Riley', 'Jamie', 'Avery', 'Quinn', 'Robin', 'Drew'];
export const LAST_NAMES = ['Tan', 'Lim', 'Garcia', 'Smith', 'Nguyen', 'Okafor', 'Silva', 'Kowalski', 'Haddad', 'Sato', 'Muller', 'Rossi'];
export const CITIES = ['Singapore', 'Lisbon', 'Toronto', 'Melbourne', 'Berlin', 'Austin', 'Osaka', 'Nairobi', 'Dublin', 'Seoul'];
export const STREETS = ['Maple Street', 'Harbour Road', 'Station Lane', 'Orchard Avenue', 'Hill View', 'Market Square', 'River Walk'];
export const REVIEW_LINES = [
  'Exactly as described, very happy with it.',
  'Good quality for the price.',
  'Arrived quickly and well packed.',
  'Does the job, nothing fancy.',
  'Lovely finish, looks even better in person.',
  'Smaller than I expected but works well.',
  'Bought a second one as a gift.',
  'Not quite what I hoped for.',
  '',
];


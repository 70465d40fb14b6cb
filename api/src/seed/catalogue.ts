import type { ShapeName } from './shapes';

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

function p(name: string, price: number, stock: number, description: string, deleted = false): DemoProduct {
  return { name, priceCents: Math.round(price * 100), stock, description, ...(deleted ? { deleted } : {}) };
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    name: 'Electronics', slug: 'electronics', seller: 'seller1', shape: 'screen',
    background: ['#dbeafe', '#a5b4fc'], accents: ['#1e3a8a', '#334155', '#4338ca', '#0f766e'],
    products: [
      p('Wireless Noise-Cancelling Headphones', 149.99, 25, 'Over-ear Bluetooth headphones with adaptive noise cancelling, 30-hour battery life and a fold-flat travel case.'),
      p('Mechanical Keyboard, Tenkeyless', 89.0, 18, 'Compact 87-key keyboard with hot-swappable tactile switches, PBT keycaps and a detachable USB-C cable.'),
      p('27-inch 4K IPS Monitor', 329.99, 7, 'Ultra-sharp 3840 x 2160 panel with 99% sRGB colour, USB-C power delivery and a height-adjustable stand.'),
      p('Portable Bluetooth Speaker', 59.95, 40, 'Waterproof IPX7 speaker with rich 360-degree sound, 12 hours of play time and a built-in strap.'),
      p('USB-C Charging Hub, 7-in-1', 39.99, 60, 'Aluminium hub with HDMI 4K output, two USB-A ports, SD and microSD readers and 100 W pass-through charging.'),
      p('Smart Fitness Watch', 119.0, 3, 'Tracks heart rate, sleep and 20 sports modes; bright AMOLED display and up to 7 days per charge.'),
      p('Wireless Ergonomic Mouse', 34.5, 45, 'Sculpted right-handed mouse with silent clicks, adjustable DPI and a rechargeable battery.'),
      p('1080p Webcam with Microphone', 49.99, 0, 'Full HD webcam with auto light correction, a privacy shutter and dual noise-reducing microphones.'),
    ],
  },
  {
    name: 'Books', slug: 'books', seller: 'seller1', shape: 'books',
    background: ['#fef3c7', '#fdba74'], accents: ['#9a3412', '#065f46', '#7c2d12', '#1e40af'],
    products: [
      p("The Lighthouse Keeper's Daughter", 14.99, 32, 'A sweeping family novel set on a windswept island, where one summer storm changes three generations.'),
      p('Cooking with Seasonal Vegetables', 24.95, 21, 'Over 120 simple recipes that follow the market through the year, with tips on storing and preserving.'),
      p('A Short History of Maps', 18.5, 14, 'From clay tablets to satellites: how people have drawn the world, illustrated with 80 historic maps.'),
      p('Learn TypeScript in 30 Days', 32.0, 26, 'A hands-on guide for JavaScript developers, one short lesson and one small project per day.'),
      p('The Quiet Forest', 12.99, 40, 'A gentle picture book about a fox who learns to listen, for readers aged 3 to 6.'),
      p('Mindful Mornings Journal', 16.0, 35, 'A guided journal with 365 short prompts to start each day calm, focused and grateful.'),
      p('Mountains of the World', 45.0, 11, 'A large-format photography book visiting 60 great peaks, with maps and notes from the photographers.'),
      p('Midnight at the Observatory', 13.49, 28, 'A cosy mystery: when the telescope goes missing, the night guide has until sunrise to find it.'),
    ],
  },
  {
    name: 'Home & Kitchen', slug: 'home-kitchen', seller: 'seller2', shape: 'mug',
    background: ['#dcfce7', '#86efac'], accents: ['#166534', '#b45309', '#0e7490', '#9f1239'],
    products: [
      p('Cast Iron Skillet, 10-inch', 34.99, 30, 'Pre-seasoned skillet that goes from hob to oven to table; holds heat evenly for perfect searing.'),
      p('Pour-Over Coffee Set', 42.0, 16, 'Glass carafe, stainless steel dripper and reusable filter for a clean, bright cup in four minutes.'),
      p('Bamboo Cutting Board Set', 27.5, 38, 'Three sturdy boards in different sizes with juice grooves; gentle on knives and easy to clean.'),
      p('Stainless Steel Water Bottle, 750 ml', 22.0, 55, 'Double-wall insulated bottle that keeps drinks cold for 24 hours or hot for 12.'),
      p('Linen Table Napkins, Set of 4', 19.99, 24, 'Stonewashed pure linen napkins that get softer with every wash; 45 x 45 cm.'),
      p('Ceramic Dinner Plates, Set of 6', 54.0, 12, 'Hand-glazed stoneware plates in a speckled oat finish; dishwasher and microwave safe.', true),
      p('Electric Gooseneck Kettle', 64.99, 15, 'Precise pour spout and variable temperature control from 40 to 100 degrees, with a keep-warm mode.'),
      p('Scented Soy Candle, Cedar & Sage', 18.0, 42, 'Hand-poured soy wax candle with a cotton wick and about 45 hours of warm, woody fragrance.'),
    ],
  },
  {
    name: 'Fashion', slug: 'fashion', seller: 'seller2', shape: 'shirt',
    background: ['#fce7f3', '#f9a8d4'], accents: ['#831843', '#1f2937', '#1d4ed8', '#15803d'],
    products: [
      p('Organic Cotton Crew T-Shirt', 19.99, 70, 'A soft, breathable everyday tee in 100% organic cotton with a relaxed fit.'),
      p('Merino Wool Beanie', 24.0, 33, 'Warm, itch-free ribbed beanie in fine merino wool; one size fits most.'),
      p('Classic Denim Jacket', 79.0, 14, 'Mid-wash denim jacket with a tailored fit, metal buttons and two chest pockets.'),
      p('Leather Everyday Belt', 35.0, 27, 'Full-grain leather belt with a brushed nickel buckle; ages beautifully with wear.'),
      p('Waterproof Rain Shell', 99.0, 19, 'Lightweight, packable jacket with sealed seams, an adjustable hood and breathable fabric.'),
      p('Canvas Tote Bag', 16.5, 48, 'Heavy cotton canvas tote with an inner pocket, roomy enough for a laptop and groceries.'),
      p('Running Socks, 3-Pack', 14.0, 64, 'Cushioned, moisture-wicking socks with arch support and a seamless toe.'),
      p('Knit Cardigan', 64.0, 2, 'Chunky knit cardigan with horn-effect buttons and deep pockets, in a cosy wool blend.'),
    ],
  },
  {
    name: 'Beauty & Personal Care', slug: 'beauty', seller: 'seller2', shape: 'bottle',
    background: ['#f3e8ff', '#d8b4fe'], accents: ['#6b21a8', '#be185d', '#0f766e', '#92400e'],
    products: [
      p('Hydrating Face Moisturiser', 28.0, 36, 'Lightweight daily cream with hyaluronic acid and squalane for soft, comfortable skin.'),
      p('Vitamin C Brightening Serum', 34.0, 6, 'A 15% vitamin C serum with ferulic acid that evens skin tone and boosts radiance.'),
      p('Bamboo Toothbrush, 4-Pack', 9.99, 80, 'Biodegradable bamboo handles with soft charcoal-infused bristles.'),
      p('Natural Shea Body Butter', 17.5, 29, 'Rich whipped body butter with shea, cocoa butter and a hint of vanilla.'),
      p('Mineral Sunscreen SPF 50', 21.0, 44, 'Broad-spectrum zinc oxide sunscreen that is reef-friendly and leaves no white cast.'),
      p('Lavender Bath Salts', 12.0, 37, 'Dead Sea and Epsom salts with lavender essential oil for a calming evening soak.'),
      p('Argan Oil Hair Treatment', 26.0, 5, 'Pure cold-pressed argan oil that tames frizz and adds shine without weighing hair down.'),
      p('Clay Face Mask', 15.0, 31, 'Purifying kaolin and bentonite clay mask that draws out impurities in ten minutes.'),
    ],
  },
  {
    name: 'Sports & Outdoors', slug: 'sports', seller: 'seller3', shape: 'ball',
    background: ['#e0f2fe', '#7dd3fc'], accents: ['#c2410c', '#0369a1', '#15803d', '#b91c1c'],
    products: [
      p('Yoga Mat, 6 mm', 39.0, 46, 'Non-slip, cushioned mat made from natural rubber with alignment lines and a carry strap.'),
      p('Adjustable Dumbbell Pair', 149.0, 10, 'Dial-select dumbbells from 2.5 to 24 kg each, replacing 15 pairs of weights.'),
      p('Trail Running Shoes', 119.99, 22, 'Grippy lugged outsole, rock plate and a breathable mesh upper for mixed terrain.'),
      p('2-Person Backpacking Tent', 189.0, 4, 'Freestanding tent at 1.6 kg with two doors, two vestibules and a full rain fly.'),
      p('Insulated Camping Mug', 18.99, 58, 'Stainless steel mug with a sliding lid that keeps coffee hot on cold mornings.'),
      p('Resistance Bands Set', 24.99, 50, 'Five latex-free bands from light to extra heavy, with handles, ankle straps and a door anchor.'),
      p('Cycling Helmet with LED', 69.0, 17, 'Lightweight in-mould helmet with a rechargeable rear light and a magnetic buckle.'),
      p('Hiking Daypack, 25 L', 74.5, 20, 'Ventilated back panel, hip belt pockets, hydration sleeve and an integrated rain cover.'),
    ],
  },
  {
    name: 'Toys & Games', slug: 'toys', seller: 'seller3', shape: 'star',
    background: ['#fef9c3', '#fde047'], accents: ['#dc2626', '#2563eb', '#7c3aed', '#059669'],
    products: [
      p('Wooden Building Blocks, 100 Pieces', 44.99, 23, 'Smooth beech blocks in natural and bright colours, with a storage crate; for ages 2 and up.'),
      p('Harbour Traders Board Game', 39.95, 19, 'A strategy game of ships, markets and clever deals for 2 to 4 players; about 60 minutes.'),
      p('1000-Piece Jigsaw Puzzle: Coastal Village', 22.99, 9, 'A colourful harbour scene printed on thick, glare-free board with a poster for reference.'),
      p('Remote-Control Stunt Car', 54.0, 13, 'Four-wheel-drive car that flips, spins and drives on both sides; rechargeable battery included.'),
      p('Plush Bear', 29.0, 34, 'An extra-soft 35 cm teddy bear with embroidered eyes, safe from birth.'),
      p('Magnetic Drawing Board', 17.99, 41, 'Mess-free drawing board with a magnetic pen and four stamps; erases with one slide.'),
      p('Family Card Game Night Pack', 15.5, 52, 'Three quick card games for 2 to 8 players, easy to learn and hard to stop playing.'),
      p('Beginner Science Kit', 36.0, 16, 'Twenty safe experiments with crystals, volcanoes and circuits, with an illustrated guide.'),
    ],
  },
  {
    name: 'Garden', slug: 'garden', seller: 'seller3', shape: 'leaf',
    background: ['#ecfccb', '#bef264'], accents: ['#166534', '#3f6212', '#065f46', '#854d0e'],
    products: [
      p('Herb Seed Starter Kit', 24.99, 37, 'Everything to grow basil, parsley, chives and coriander on a windowsill, including biodegradable pots.'),
      p('Garden Trowel and Fork Set', 29.0, 26, 'Stainless steel hand tools with ash wood handles and a leather hanging loop.'),
      p('Terracotta Pots, Set of 3', 32.0, 21, 'Classic unglazed clay pots in three sizes with drainage holes and saucers.'),
      p('Solar Path Lights, 8-Pack', 45.99, 18, 'Warm white LED lights that charge by day and switch on automatically at dusk.'),
      p('Expandable Garden Hose, 30 m', 39.99, 24, 'Lightweight hose that grows to 30 m under pressure, with a 9-pattern spray nozzle.'),
      p('Bird Feeder with Roof', 27.0, 30, 'Cedar wood feeder with a wide roof to keep seed dry and a perch on each side.'),
      p('Bypass Pruning Shears', 21.5, 39, 'Sharp carbon steel blades for clean cuts on stems up to 2 cm, with a safety lock.'),
      p('Organic Compost, 20 L', 12.99, 60, 'Peat-free, nutrient-rich compost for pots, raised beds and seedlings.'),
    ],
  },
];

// Contract stub: the cart engineer replaces the body.
export type CartItem = {
  id: string;
  title: string;
  /** Whole rupees, as stored under localStorage 'cart'. */
  price: number;
  quantity: number;
  image: string;
  mrp?: number;
  discountPct?: number;
  brand?: string;
  category?: string;
  inStock?: boolean;
};

export type Cart = {
  items: CartItem[];
  totalItems: number;
  /** Sum of effective unit price x quantity, in paise. */
  totalPricePaise: number;
  /** False until the stored cart has been read in the browser. */
  ready: boolean;
  add(item: Omit<CartItem, "quantity">): void;
  remove(id: string): void;
  updateQuantity(id: string, quantity: number): void;
  clear(): void;
  isInCart(id: string): boolean;
};

export function useCart(): Cart {
  throw new Error("not implemented");
}

import type { wishlistHeartText } from "../en/wishlist-heart";
import type { TamilOf } from "~/i18n/text";

export default {
  add: "விருப்பப் பட்டியலில் சேர்",
  remove: "விருப்பப் பட்டியலிலிருந்து நீக்கு",
  addTitle: (title: string) => `${title}: விருப்பப் பட்டியலில் சேர்`,
  removeTitle: (title: string) => `${title}: விருப்பப் பட்டியலிலிருந்து நீக்கு`,
  addHint: "விருப்பப் பட்டியலில் சேர்",
  removeHint: "விருப்பப் பட்டியலிலிருந்து நீக்கு",
  added: "விருப்பப் பட்டியலில் சேர்க்கப்பட்டது",
  removed: "விருப்பப் பட்டியலிலிருந்து நீக்கப்பட்டது",
} satisfies TamilOf<typeof wishlistHeartText>;

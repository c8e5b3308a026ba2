/** The largest picture anyone may upload: a product photo, a photo of a fault. */
export const maxPictureBytes = 8 * 1024 * 1024;

/** Room for the multipart boundaries and the small fields next to the pictures. */
export const formOverheadBytes = 64 * 1024;

export default function Page() {
  return <main id="main">wishlist</main>;
}

import { metaFor } from "~/content/seo";
import { NotFoundSection } from "~/sections/not-found-section";

export const meta = () => metaFor("notFound");

export default function NotFound() {
  return <NotFoundSection />;
}

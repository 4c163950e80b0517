import { NotFoundSection } from "~/sections/not-found-section";

export function NotFound() {
  return <NotFoundSection />;
}

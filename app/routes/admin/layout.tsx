// Placeholder: replaced by the back-office shell's owner.
import { Outlet } from "react-router";

export default function AdminLayout() {
  return <Outlet />;
}

export { PageTree } from "./PageTree";

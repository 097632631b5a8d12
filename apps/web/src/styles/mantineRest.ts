// Mantine's styles that the course player does not need; see mantine-rest.css.
import "./mantine-rest.css";

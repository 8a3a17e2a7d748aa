import { BrowserRouter, Routes, Route, Outlet, Link, useNavigate, useLocation, Navigate } from "react-router/dom";
export { BrowserRouter, Routes, Route, Outlet, Link, useNavigate, useLocation, Navigate };

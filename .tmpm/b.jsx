import { BrowserRouter, Routes, Route, Outlet, Link, useNavigate, useLocation, Navigate } from "react-router";
export { BrowserRouter, Routes, Route, Outlet, Link, useNavigate, useLocation, Navigate };

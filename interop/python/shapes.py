"""The models both Python servers ask for: what people write with dataclasses and pydantic.

Each model is asked by its own tool, so a shape a framework refuses fails only that tool.
"""

from dataclasses import dataclass
from datetime import date, datetime, time
from enum import Enum
from typing import Literal, Optional
from uuid import UUID

from pydantic import BaseModel, EmailStr, Field


@dataclass
class Booking:
    """A dataclass with defaults (FastMCP takes dataclasses as they are)."""

    name: str
    seats: int = 1
    window: bool = False
    meal: Literal["veg", "std"] = "std"


class Priority(Enum):
    LOW = "low"
    HIGH = "high"


class Profile(BaseModel):
    """Field constraints, titles and descriptions."""

    name: str = Field(title="Your name", description="As on your passport", min_length=1, max_length=40)
    email: EmailStr = Field(description="Where the confirmation goes")
    code: str = Field(pattern=r"^[A-Z]{3}-\d{3}$", description="Booking code, e.g. ABC-123")
    age: int = Field(ge=18, lt=130)
    rating: float = Field(gt=0, le=5, multiple_of=0.5, default=4.5)
    newsletter: bool = False


class Dates(BaseModel):
    """A date and a date-time (formats the spec names), with a humanisable key."""

    check_in_date: date
    meeting: datetime


class TimesAndIds(BaseModel):
    """`format: time` and `format: uuid` (beyond the spec's four formats)."""

    alarm: time = Field(title="Wake-up time")
    ticket: UUID


class Choices(BaseModel):
    """Literal choices and a multi-select list of Literals."""

    plan: Literal["free", "pro"] = "free"
    tags: list[Literal["work", "home", "travel"]] = Field(default_factory=list, min_length=1)


class Priorities(BaseModel):
    """An Enum field (pydantic puts it in `$defs` and refers to it)."""

    priority: Priority = Priority.LOW


class Optionals(BaseModel):
    """Optional fields (`T | None`), with and without defaults."""

    nickname: Optional[str] = None
    guests: Optional[int] = Field(default=None, ge=0)
    note: str | None = Field(default=None, max_length=200)


class Confirm(BaseModel):
    """A one-value Literal (a fixed answer) and a yes/no."""

    agree: bool
    terms_version: Literal["2026-12"] = "2026-12"


MODELS: dict[str, type] = {
    "booking": Booking,
    "profile": Profile,
    "dates": Dates,
    "times": TimesAndIds,
    "choices": Choices,
    "priorities": Priorities,
    "optionals": Optionals,
    "confirm": Confirm,
}

